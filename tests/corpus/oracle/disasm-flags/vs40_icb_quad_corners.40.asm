vs_4_0
dcl_immediateConstantBuffer { { 0, 0, 0, 0},
                              { 1.000000, 0, 0, 0},
                              { 0, 1.000000, 0, 0},
                              { 0, 1.000000, 0, 0},
                              { 1.000000, 0, 1.000000, 0},
                              { 1.000000, 1.000000, 0, 0},
                              { 1.000000, 0, 0, 1.000000},
                              { 1.000000, 1.000000, 1.000000, 1.000000} }
dcl_constantbuffer cb0[32], dynamicIndexed
dcl_input_sgv v0.x, vertex_id
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output o2.xyzw
dcl_temps 2
mov o0.zw, l(0,0,0,1.000000)
udiv r0.x, r1.x, v0.x, l(6)
mad o0.xy, icb[r1.x + 0].xyxx, cb0[r0.x + 0].zwzz, cb0[r0.x + 0].xyxx
mov o1.xy, icb[r1.x + 0].xyxx
and r0.x, r0.x, l(3)
mov o2.xyz, icb[r0.x + 4].zywz
mov o2.w, l(1.000000)
ret 
