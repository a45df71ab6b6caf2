ps_2_x
mov r0, c255
mov oC0, r0
