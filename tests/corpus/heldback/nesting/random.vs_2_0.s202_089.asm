vs_2_0
dcl_position v0
defi i15, 1, 2, 1, 0
mov r0, v0
mov r1, c1
loop aL, i15
add r0, r0, c55
add r0, r0, c54
if b15
min r1, r1, r0
add r0, r0, c[aL + 60]
else
endif
mad r1, r0, r0, r1
min r1, r1, r0
endloop
mad r1, r0, r0, r1
mov oPos, r0
