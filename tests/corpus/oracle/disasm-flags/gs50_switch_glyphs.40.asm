gs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input v[1][0].xyzw
dcl_input v[1][1].x
dcl_temps 2
dcl_inputprimitive point 
dcl_stream m0
dcl_outputtopology linestrip 
dcl_output_siv o0.xyzw, position
dcl_maxout 8
switch v[0][1].x
  case l(0)
  mad r0.xyz, -cb0[4].xyzx, cb0[6].xxxx, v[0][0].xyzx
  mov r0.w, l(1.000000)
  dp4 r1.x, r0.xyzw, cb0[0].xyzw
  dp4 r1.y, r0.xyzw, cb0[1].xyzw
  dp4 r1.z, r0.xyzw, cb0[2].xyzw
  dp4 r0.x, r0.xyzw, cb0[3].xyzw
  mov o0.x, r1.x
  mov o0.y, r1.y
  mov o0.z, r1.z
  mov o0.w, r0.x
  emit_stream m0
  mad r0.xyz, cb0[4].xyzx, cb0[6].xxxx, v[0][0].xyzx
  mov r0.w, l(1.000000)
  dp4 r1.x, r0.xyzw, cb0[0].xyzw
  dp4 r1.y, r0.xyzw, cb0[1].xyzw
  dp4 r1.z, r0.xyzw, cb0[2].xyzw
  dp4 r0.x, r0.xyzw, cb0[3].xyzw
  mov o0.x, r1.x
  mov o0.y, r1.y
  mov o0.z, r1.z
  mov o0.w, r0.x
  emit_stream m0
  cut_stream m0
  mad r0.xyz, -cb0[5].xyzx, cb0[6].xxxx, v[0][0].xyzx
  mov r0.w, l(1.000000)
  dp4 r1.x, r0.xyzw, cb0[0].xyzw
  dp4 r1.y, r0.xyzw, cb0[1].xyzw
  dp4 r1.z, r0.xyzw, cb0[2].xyzw
  dp4 r0.x, r0.xyzw, cb0[3].xyzw
  mov o0.x, r1.x
  mov o0.y, r1.y
  mov o0.z, r1.z
  mov o0.w, r0.x
  emit_stream m0
  mad r0.xyz, cb0[5].xyzx, cb0[6].xxxx, v[0][0].xyzx
  mov r0.w, l(1.000000)
  dp4 r1.x, r0.xyzw, cb0[0].xyzw
  dp4 r1.y, r0.xyzw, cb0[1].xyzw
  dp4 r1.z, r0.xyzw, cb0[2].xyzw
  dp4 r0.x, r0.xyzw, cb0[3].xyzw
  mov o0.x, r1.x
  mov o0.y, r1.y
  mov o0.z, r1.z
  mov o0.w, r0.x
  emit_stream m0
  break 
  case l(1)
  mad r0.xyz, cb0[4].xyzx, cb0[6].xxxx, v[0][0].xyzx
  mov r0.w, l(1.000000)
  dp4 r1.x, r0.xyzw, cb0[0].xyzw
  dp4 r1.y, r0.xyzw, cb0[1].xyzw
  dp4 r1.z, r0.xyzw, cb0[2].xyzw
  dp4 r0.x, r0.xyzw, cb0[3].xyzw
  mov o0.x, r1.x
  mov o0.y, r1.y
  mov o0.z, r1.z
  mov o0.w, r0.x
  emit_stream m0
  mad r0.xyz, cb0[4].xyzx, l(0.000000, 0.000000, 0.000000, 0.000000), cb0[5].xyzx
  mad r0.xyz, r0.xyzx, cb0[6].xxxx, v[0][0].xyzx
  mov r0.w, l(1.000000)
  dp4 r1.x, r0.xyzw, cb0[0].xyzw
  dp4 r1.y, r0.xyzw, cb0[1].xyzw
  dp4 r1.z, r0.xyzw, cb0[2].xyzw
  dp4 r0.x, r0.xyzw, cb0[3].xyzw
  mov o0.x, r1.x
  mov o0.y, r1.y
  mov o0.z, r1.z
  mov o0.w, r0.x
  emit_stream m0
  mad r0.xyz, cb0[5].xyzx, l(0.000000, 0.000000, 0.000000, 0.000000), -cb0[4].xyzx
  mad r0.xyz, r0.xyzx, cb0[6].xxxx, v[0][0].xyzx
  mov r0.w, l(1.000000)
  dp4 r1.x, r0.xyzw, cb0[0].xyzw
  dp4 r1.y, r0.xyzw, cb0[1].xyzw
  dp4 r1.z, r0.xyzw, cb0[2].xyzw
  dp4 r0.x, r0.xyzw, cb0[3].xyzw
  mov o0.x, r1.x
  mov o0.y, r1.y
  mov o0.z, r1.z
  mov o0.w, r0.x
  emit_stream m0
  mad r0.xyz, cb0[4].xyzx, l(0.000000, 0.000000, 0.000000, 0.000000), -cb0[5].xyzx
  mad r0.xyz, r0.xyzx, cb0[6].xxxx, v[0][0].xyzx
  mov r0.w, l(1.000000)
  dp4 r1.x, r0.xyzw, cb0[0].xyzw
  dp4 r1.y, r0.xyzw, cb0[1].xyzw
  dp4 r1.z, r0.xyzw, cb0[2].xyzw
  dp4 r0.x, r0.xyzw, cb0[3].xyzw
  mov o0.x, r1.x
  mov o0.y, r1.y
  mov o0.z, r1.z
  mov o0.w, r0.x
  emit_stream m0
  mad r0.xyz, cb0[5].xyzx, l(-0.000000, -0.000000, -0.000000, 0.000000), cb0[4].xyzx
  mad r0.xyz, r0.xyzx, cb0[6].xxxx, v[0][0].xyzx
  mov r0.w, l(1.000000)
  dp4 r1.x, r0.xyzw, cb0[0].xyzw
  dp4 r1.y, r0.xyzw, cb0[1].xyzw
  dp4 r1.z, r0.xyzw, cb0[2].xyzw
  dp4 r0.x, r0.xyzw, cb0[3].xyzw
  mov o0.x, r1.x
  mov o0.y, r1.y
  mov o0.z, r1.z
  mov o0.w, r0.x
  emit_stream m0
  break 
  case l(2)
  case l(3)
  mov r0.xyz, v[0][0].xyzx
  mov r0.w, l(1.000000)
  dp4 r1.x, r0.xyzw, cb0[0].xyzw
  dp4 r1.y, r0.xyzw, cb0[1].xyzw
  dp4 r1.z, r0.xyzw, cb0[2].xyzw
  dp4 r0.x, r0.xyzw, cb0[3].xyzw
  mov o0.x, r1.x
  mov o0.y, r1.y
  mov o0.z, r1.z
  mov o0.w, r0.x
  emit_stream m0
  mul r0.xyz, cb0[5].xyzx, cb0[6].xxxx
  iadd r0.w, l(-1), v[0][1].x
  utof r0.w, r0.w
  mad r0.xyz, r0.xyzx, r0.wwww, v[0][0].xyzx
  mov r0.w, l(1.000000)
  dp4 r1.x, r0.xyzw, cb0[0].xyzw
  dp4 r1.y, r0.xyzw, cb0[1].xyzw
  dp4 r1.z, r0.xyzw, cb0[2].xyzw
  dp4 r0.x, r0.xyzw, cb0[3].xyzw
  mov o0.x, r1.x
  mov o0.y, r1.y
  mov o0.z, r1.z
  mov o0.w, r0.x
  emit_stream m0
  break 
  default 
  ret 
endswitch 
ret 
