ps_2_0
mov r0, c224
mov oC0, r0
