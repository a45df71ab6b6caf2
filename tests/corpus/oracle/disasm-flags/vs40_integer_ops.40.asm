vs_4_0
dcl_constantbuffer cb0[1], immediateIndexed
dcl_input_sgv v0.x, vertex_id
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_output o2.xy
dcl_temps 3
imad r0.x, v0.x, l(0x2c9277b5), cb0[0].y
ushr r0.y, r0.x, l(28)
iadd r0.y, r0.y, l(4)
ushr r0.y, r0.x, r0.y
xor r0.x, r0.x, r0.y
imul null, r0.x, r0.x, l(0x108ef2d9)
ushr r0.y, r0.x, l(22)
xor r0.x, r0.y, r0.x
and r0.y, r0.x, l(0x0000ffff)
utof r0.y, r0.y
mul o0.z, r0.y, l(0.000015)
mov o0.w, l(1.000000)
udiv r1.x, r2.x, v0.x, cb0[0].x
imul null, r0.y, r1.x, l(-3)
iadd r0.z, r2.x, -cb0[0].z
itof r0.w, r0.y
ishr o2.y, r0.y, l(1)
itof r0.y, r0.z
mul o0.xy, r0.ywyy, l(0.100000, 0.100000, 0.000000, 0.000000)
ishl r0.y, r0.x, l(3)
ushr r0.w, r0.x, l(5)
xor o1.w, r0.w, r0.y
not r0.y, r0.x
and o1.y, r0.y, cb0[0].w
or o1.z, r0.x, cb0[0].w
mov o1.x, r0.x
xor r0.x, r0.z, l(3)
imax r0.y, r0.z, -r0.z
udiv r0.y, null, r0.y, l(3)
and r0.x, r0.x, l(0x80000000)
ineg r0.z, r0.y
movc o2.x, r0.x, r0.z, r0.y
ret 
