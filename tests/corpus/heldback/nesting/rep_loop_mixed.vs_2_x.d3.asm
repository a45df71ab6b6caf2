vs_2_x
dcl_position v0
defi i2, 3, 0, 0, 0
defi i9, 1, 1, 1, 0
mov r0, v0
mov r1, c0
rep i2
mul r1, r0, r1
loop aL, i9
mul r1, r0, r1
rep i2
max r0, r0, r1
max r0, r0, r1
endrep
endloop
endrep
mov oPos, r0
