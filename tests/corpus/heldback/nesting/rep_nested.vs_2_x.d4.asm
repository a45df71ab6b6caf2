vs_2_x
dcl_position v0
defi i1, 3, 0, 0, 0
defi i2, 2, 0, 0, 0
defi i3, 1, 0, 0, 0
defi i7, 1, 0, 0, 0
mov r0, v0
mov r1, c0
rep i3
dp4 r0.x, r0, r1
rep i2
add r0, r0, c26
rep i7
add r1, r1, r0
rep i1
add r0, r0, c23
sub r0, r0, r1
endrep
endrep
endrep
endrep
mov oPos, r0
