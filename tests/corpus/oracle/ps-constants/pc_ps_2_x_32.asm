ps_2_x
mov r0, c32
mov oC0, r0
