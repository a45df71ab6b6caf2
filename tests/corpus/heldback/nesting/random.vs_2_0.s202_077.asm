vs_2_0
dcl_position v0
defi i3, 1, 0, 0, 0
defi i8, 4, 3, 1, 0
defi i12, 3, 0, 1, 0
defb b0, false
defb b7, false
defb b8, true
defb b9, true
mov r0, v0
mov r1, c1
if b9
add r0, r0, c28
endif
if b11
add r1, r1, r0
else
mov r1, r0.yzwx
endif
loop aL, i12
mov r1, r0.yzwx
endloop
if !b0
mul r0, r0, r1
endif
rep i3
mov r1, r0.yzwx
endrep
if b7
mov r1, r0.yzwx
endif
if b6
mov r1, r0.yzwx
else
mad r0, r0, r1, r0
endif
loop aL, i8
mov r1, r0.yzwx
endloop
if !b8
mad r0, r0, r1, r0
else
mad r0, r0, r1, r0
endif
if !b9
add r0, r0, c33
else
add r0, r0, c29
endif
call l8
mov oPos, r0
ret
label l8
add r0, r0, c32
ret
