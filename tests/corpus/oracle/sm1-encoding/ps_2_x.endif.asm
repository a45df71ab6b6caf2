ps_2_x
dcl t0
defb b0, true
mov r0, t0
if b0
mov r1, c0
endif
mov oC0, t0
