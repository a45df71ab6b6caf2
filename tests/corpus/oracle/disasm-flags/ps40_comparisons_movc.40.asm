ps_4_0
dcl_input_ps linear v1.xyzw
dcl_input_ps constant v2.xyzw
dcl_input_ps constant v3.xyzw
dcl_output o0.xyzw
dcl_temps 5
ige r0.xyzw, v2.xyzw, l(3, 3, 3, 3)
ine r1.xyzw, v2.xyzw, v3.xxxx
and r0.xyzw, r0.xyzw, r1.xyzw
and r0.xyzw, r0.xyzw, l(0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000)
ge r1.xyzw, l(-0.500000, -0.500000, -0.500000, -0.500000), v1.xyzw
eq r2.xyzw, v1.xyzw, l(0.000000, 0.000000, 0.000000, 0.000000)
or r1.xyzw, r1.xyzw, r2.xyzw
lt r2.xyzw, l(0.500000, 0.500000, 0.500000, 0.500000), v1.xyzw
movc r3.xyzw, r2.xyzw, v1.xyzw, -v1.xyzw
or r2.xy, r2.zwzz, r2.xyxx
or r2.x, r2.y, r2.x
movc r1.xyzw, r1.xyzw, l(0,0,0,0), r3.xyzw
add r0.xyzw, r0.xyzw, r1.xyzw
ult r1.xyzw, v3.xyzw, l(7, 7, 7, 7)
uge r3.xyzw, v3.xyzw, l(100, 100, 100, 100)
or r1.xyzw, r1.xyzw, r3.xyzw
utof r3.xyzw, v3.xyzw
itof r4.xyzw, v2.xyzw
movc r3.xyzw, r1.xyzw, r3.xyzw, r4.xyzw
and r1.xy, r1.zwzz, r1.xyxx
and r1.x, r1.y, r1.x
add r0.xyzw, r0.xyzw, r3.xyzw
add r3.xyzw, r0.xyzw, r0.xyzw
mul r4.xyzw, r0.xyzw, l(3.000000, 3.000000, 3.000000, 3.000000)
movc r1.xyzw, r1.xxxx, r3.xyzw, r4.xyzw
movc o0.xyzw, r2.xxxx, r0.xyzw, r1.xyzw
ret 
