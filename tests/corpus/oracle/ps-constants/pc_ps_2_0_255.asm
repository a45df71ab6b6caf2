ps_2_0
mov r0, c255
mov oC0, r0
