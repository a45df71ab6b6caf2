ps_3_0
mov r0, c8
mov oC0, r0
