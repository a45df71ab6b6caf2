ps_4_0
dcl_immediateConstantBuffer { { 0, 0, 0, 0},
                              { 8.000000, 0, 0, 0},
                              { 2.000000, 0, 0, 0},
                              { 10.000000, 0, 0, 0},
                              { 12.000000, 0, 0, 0},
                              { 4.000000, 0, 0, 0},
                              { 14.000000, 0, 0, 0},
                              { 6.000000, 0, 0, 0},
                              { 3.000000, 0, 0, 0},
                              { 11.000000, 0, 0, 0},
                              { 1.000000, 0, 0, 0},
                              { 9.000000, 0, 0, 0},
                              { 15.000000, 0, 0, 0},
                              { 7.000000, 0, 0, 0},
                              { 13.000000, 0, 0, 0},
                              { 5.000000, 0, 0, 0} }
dcl_constantbuffer cb0[1], immediateIndexed
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_input_ps linear v1.xyzw
dcl_output o0.xyzw
dcl_temps 1
ftou r0.xy, v0.xyxx
and r0.xy, r0.xyxx, l(3, 3, 0, 0)
ishl r0.y, r0.y, l(2)
iadd r0.x, r0.x, r0.y
add r0.x, l(0.500000), icb[r0.x + 0].x
mul r0.x, r0.x, l(0.062500)
mad r0.xyzw, v1.xyzw, cb0[0].xxxx, r0.xxxx
round_ni r0.xyzw, r0.xyzw
div o0.xyzw, r0.xyzw, cb0[0].xxxx
ret 
