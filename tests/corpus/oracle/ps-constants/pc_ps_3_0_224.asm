ps_3_0
mov r0, c224
mov oC0, r0
