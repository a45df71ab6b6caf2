ps_2_0
mov r0, c8
mov oC0, r0
