ps_2_x
dcl t0
defi i0, 3, 0, 0, 0
defb b2, false
mov r0, t0
mov r1, c1
rep i0
if b2
add r0, r0, r1
endrep
endif
mov oC0, r0
