ps_2_0
mov r0, c256
mov oC0, r0
