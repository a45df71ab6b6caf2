vs_4_0
dcl_constantbuffer cb0[16], dynamicIndexed
dcl_input v0.xyzw
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_output o2.xyzw
dcl_output o3.xyzw
dcl_temps 1
dcl_indexableTemp x0[4], 4
mov x0[0].xyzw, v0.xyzw
mov x0[1].xyzw, v0.yzwx
ftoi r0.xyzw, v0.xyzw
mov o0.xyzw, cb0[x0[r0.x + 0].x + 1].xyzw
mov o1.xyzw, cb0[x0[r0.x + 2].x + 1].xyzw
mov o2.xyzw, cb0[x0[r0.y + 3].w + 5].xyzw
mov o3.xyzw, cb0[x0[r0.z + 1].y + 0].xyzw
ret 
