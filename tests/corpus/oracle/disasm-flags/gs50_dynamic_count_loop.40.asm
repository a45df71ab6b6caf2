gs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input v[1][0].xyzw
dcl_temps 5
dcl_inputprimitive point 
dcl_stream m0
dcl_outputtopology linestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_maxout 64
ftou r0.x, cb0[6].w
mov r1.z, cb0[6].x
mov r2.x, cb0[6].x
mov r2.z, l(0)
mov r3.w, l(1.000000)
mov r0.yz, l(0,0,0,0)
loop 
  uge r0.w, r0.y, r0.x
  breakc_nz r0.w
  uge r0.w, r0.z, l(64)
  if_nz r0.w
    break 
  endif 
  utof r0.w, r0.y
  mad r1.w, r0.w, l(0.900000), cb0[6].y
  sincos r1.w, null, r1.w
  lt r2.y, r1.w, l(-0.500000)
  if_nz r2.y
    cut_stream m0
    iadd r4.y, r0.y, l(1)
    mov r4.x, r0.z
    mov r0.yz, r4.yyxy
    continue 
  endif 
  mul r0.w, r0.w, l(0.300000)
  sincos r4.x, r1.x, r0.w
  mov r1.y, r4.x
  mul r4.xyz, r1.wwww, r1.xyzx
  mad r3.xyz, r4.xyzx, r2.xxzx, v[0][0].xyzx
  dp4 r0.w, r3.xyzw, cb0[0].xyzw
  dp4 r1.x, r3.xyzw, cb0[1].xyzw
  dp4 r1.y, r3.xyzw, cb0[2].xyzw
  dp4 r2.y, r3.xyzw, cb0[3].xyzw
  add r2.w, -r1.w, l(1.000000)
  mov o0.x, r0.w
  mov o0.y, r1.x
  mov o0.z, r1.y
  mov o0.w, r2.y
  mov o1.x, r1.w
  mov o1.y, r2.w
  mov o1.zw, l(0,0,0,1.000000)
  emit_stream m0
  iadd r0.z, r0.z, l(1)
  iadd r0.y, r0.y, l(1)
endloop 
ret 
