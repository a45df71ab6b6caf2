vs_4_0
dcl_constantbuffer cb0[2], immediateIndexed
dcl_input v0.xyzw
dcl_input_sgv v1.x, vertex_id
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_temps 1
dcl_indexableTemp x0[5], 4
add r0.xyzw, v0.xxxx, cb0[0].xyzw
mov x0[0].xyzw, r0.xyzw
mad r0.xyzw, cb0[0].xyzw, l(2.000000, 2.000000, 2.000000, 2.000000), v0.xxxx
mov x0[1].xyzw, r0.xyzw
mad r0.xyzw, cb0[0].xyzw, l(3.000000, 3.000000, 3.000000, 3.000000), v0.xxxx
mov x0[2].xyzw, r0.xyzw
mad r0.xyzw, cb0[0].xyzw, l(4.000000, 4.000000, 4.000000, 4.000000), v0.xxxx
mov x0[3].xyzw, r0.xyzw
mad r0.xyzw, cb0[0].xyzw, l(5.000000, 5.000000, 5.000000, 5.000000), v0.xxxx
mov x0[4].xyzw, r0.xyzw
udiv null, r0.x, v1.x, l(5)
mov x0[r0.x + 0].xyzw, v0.xyzw
mov o0.xyzw, v0.xyzw
iadd r0.x, v1.x, cb0[1].x
udiv null, r0.x, r0.x, l(5)
mov o1.xyzw, x0[r0.x + 0].xyzw
ret 
