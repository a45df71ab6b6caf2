vs_2_0
dcl_position v0
defi i2, 1, 0, 0, 0
defb b3, false
mov r0, v0
mov r1, c0
rep i2
mad r1, r0, r0, r1
if !b3
mul r0, r0, r1
mul r0, r0, r1
endif
max r0, r0, r1
max r0, r0, r1
endrep
mov oPos, r0
