vs_2_0
dcl_position v0
defi i7, 2, 0, 0, 0
defi i10, 1, 0, 1, 0
defi i12, 3, 0, 1, 0
defi i13, 3, 1, 1, 0
defb b6, true
defb b7, true
defb b11, false
mov r0, v0
mov r1, c1
if !b0
mad r1, r0, r0, r1
endif
if b1
min r1, r1, r0
endif
if b6
add r0.xy, r0, r1
endif
if !b4
dp4 r0.x, r0, r1
else
mad r1, r0, r0, r1
endif
loop aL, i10
add r0.xy, r0, r1
endloop
rep i7
add r0, r0, c10
endrep
if !b2
mad r1, r0, r0, r1
else
dp4 r0.x, r0, r1
endif
if !b11
mul r0, r0, r1
endif
if b11
add r0, r0, c10
else
dp4 r0.x, r0, r1
endif
if !b11
min r1, r1, r0
else
add r0, r0, c9
endif
if b7
add r0, r0, c5
endif
if !b6
add r0.xy, r0, r1
endif
loop aL, i12
dp4 r0.x, r0, r1
endloop
loop aL, i13
mul r0, r0, r1
endloop
mov oPos, r0
