vs_3_sw
dcl_position v0
dcl_position o0
defi i0, 2, 0, 0, 0
defb b2, true
mov r0, v0
mov r1, c0
rep i0
if b2
add r0, r0, r1
endrep
endif
mov o0, r0
