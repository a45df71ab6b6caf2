ps_2_0
mov r0, c32
mov oC0, r0
