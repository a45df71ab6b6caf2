ps_2_x
mov r0, c7
mov oC0, r0
