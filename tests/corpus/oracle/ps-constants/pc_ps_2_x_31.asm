ps_2_x
mov r0, c31
mov oC0, r0
