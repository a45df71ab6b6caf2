vs_4_0
dcl_constantbuffer cb0[8], immediateIndexed
dcl_input v0.xyzw
dcl_output_siv o0.xyzw, position
dcl_output_siv o1.xyzw, clip_distance
dcl_output_siv o2.xy, cull_distance
dcl_temps 1
dp4 o0.x, v0.xyzw, cb0[0].xyzw
dp4 o0.y, v0.xyzw, cb0[1].xyzw
dp4 o0.z, v0.xyzw, cb0[2].xyzw
dp4 r0.x, v0.xyzw, cb0[3].xyzw
mov o0.w, r0.x
dp4 o1.x, v0.xyzw, cb0[4].xyzw
dp4 o1.y, v0.xyzw, cb0[5].xyzw
dp4 o1.z, v0.xyzw, cb0[6].xyzw
dp4 o1.w, v0.xyzw, cb0[7].xyzw
add o2.x, r0.x, l(-0.100000)
add o2.y, -r0.x, l(1000.000000)
ret 
