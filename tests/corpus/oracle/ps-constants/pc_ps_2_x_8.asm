ps_2_x
mov r0, c8
mov oC0, r0
