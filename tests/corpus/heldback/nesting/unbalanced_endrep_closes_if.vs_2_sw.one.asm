vs_2_sw
dcl_position v0
defi i0, 4, 0, 0, 0
mov r0, v0
mov r1, c1
rep i0
if b2
add r0, r0, r1
endrep
endif
mov oPos, r0
