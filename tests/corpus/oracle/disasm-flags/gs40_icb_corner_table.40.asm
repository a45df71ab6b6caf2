gs_4_0
dcl_immediateConstantBuffer { { -1.000000, -1.000000, 0, 0},
                              { 1.000000, -1.000000, 0, 0},
                              { -1.000000, 1.000000, 0, 0},
                              { 1.000000, 1.000000, 0, 0},
                              { -0.500000, -1.000000, 0, 0},
                              { 0.500000, -1.000000, 0, 0},
                              { -0.500000, 1.000000, 0, 0},
                              { 0.500000, 1.000000, 0, 0} }
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input v[1][0].xyzw
dcl_input v[1][1].x
dcl_temps 3
dcl_inputprimitive point 
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_maxout 4
ishl r0.x, v[0][1].x, l(2)
and r0.x, r0.x, l(4)
mov r1.w, l(1.000000)
mov r0.y, l(0)
loop 
  uge r0.z, r0.y, l(4)
  breakc_nz r0.z
  iadd r0.z, r0.y, r0.x
  mul r2.xyz, cb0[5].xyzx, icb[r0.z + 0].yyyy
  mad r2.xyz, cb0[4].xyzx, icb[r0.z + 0].xxxx, r2.xyzx
  mad r1.xyz, r2.xyzx, cb0[6].xxxx, v[0][0].xyzx
  dp4 r0.w, r1.xyzw, cb0[0].xyzw
  dp4 r2.x, r1.xyzw, cb0[1].xyzw
  dp4 r2.y, r1.xyzw, cb0[2].xyzw
  dp4 r1.x, r1.xyzw, cb0[3].xyzw
  mad r1.yz, icb[r0.z + 0].xxyx, l(0.000000, 0.500000, 0.500000, 0.000000), l(0.000000, 0.500000, 0.500000, 0.000000)
  mov o0.x, r0.w
  mov o0.y, r2.x
  mov o0.z, r2.y
  mov o0.w, r1.x
  mov o1.xy, r1.yzyy
  emit 
  iadd r0.y, r0.y, l(1)
endloop 
ret 
