vs_2_0
dcl_position v0
defi i1, 1, 0, 0, 0
defi i15, 3, 3, 1, 0
defb b4, true
mov r0, v0
mov r1, c1
sub r0, r0, r1
if b4
add r0, r0, r1
endif
rep i1
sub r0, r0, r1
add r0, r0, c36
loop aL, i15
add r0, r0, c39
dp4 r0.x, r0, r1
add r0, r0, c[aL + 41]
add r0, r0, c[aL + 41]
endloop
endrep
add r0, r0, c35
mov oPos, r0
