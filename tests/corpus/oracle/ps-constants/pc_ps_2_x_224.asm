ps_2_x
mov r0, c224
mov oC0, r0
