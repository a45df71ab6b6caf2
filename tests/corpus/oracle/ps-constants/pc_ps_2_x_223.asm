ps_2_x
mov r0, c223
mov oC0, r0
