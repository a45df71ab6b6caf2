ps_2_x
mov r0, c256
mov oC0, r0
