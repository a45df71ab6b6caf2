gs_5_0
dcl_globalFlags refactoringAllowed
dcl_input v[1][0].xyzw
dcl_input v[1][1].x
dcl_input v[1][1].y
dcl_temps 5
dcl_inputprimitive point 
dcl_stream m0
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_output o2.xy
dcl_maxout 4
mov r0.zw, l(0,0,0,0)
ibfe r1.x, l(4), l(24), v[0][1].x
itof r1.x, r1.x
ushr r1.yz, v[0][1].xxyx, l(0, 30, 16, 0)
f16tof32 r2.y, r1.z
utof r3.w, r1.y
f16tof32 r2.x, v[0][1].y
mad r0.xy, r1.xxxx, l(0.010000, 0.010000, 0.000000, 0.000000), -r2.xyxx
add r0.xyzw, r0.xyzw, v[0][0].xyzw
mov o0.xyzw, r0.xyzw
and r0.x, l(1023), v[0][1].x
utof r3.x, r0.x
ubfe r0.xy, l(10, 10, 0, 0), l(10, 20, 0, 0), v[0][1].xxxx
utof r3.yz, r0.xxyx
mul r0.xyzw, r3.xyzw, l(0.000978, 0.000978, 0.000978, 0.333333)
mov o1.xyzw, r0.xyzw
mov o2.xy, l(0,0,0,0)
emit_stream m0
mul r1.y, r1.x, l(0.010000)
mad r3.xy, r1.xxxx, l(0.010000, 0.010000, 0.000000, 0.000000), r2.xyxx
mad r4.xy, r2.xyxx, l(1.000000, -1.000000, 0.000000, 0.000000), r1.yyyy
mad r1.xy, r2.xyxx, l(-1.000000, 1.000000, 0.000000, 0.000000), r1.yyyy
mov r4.zw, l(0,0,0,0)
add r2.xyzw, r4.xyzw, v[0][0].xyzw
mov o0.xyzw, r2.xyzw
mov o1.xyzw, r0.xyzw
mov o2.xy, l(1.000000,0,0,0)
emit_stream m0
mov r1.zw, l(0,0,0,0)
add r1.xyzw, r1.xyzw, v[0][0].xyzw
mov o0.xyzw, r1.xyzw
mov o1.xyzw, r0.xyzw
mov o2.xy, l(0,1.000000,0,0)
emit_stream m0
mov r3.zw, l(0,0,0,0)
add r1.xyzw, r3.xyzw, v[0][0].xyzw
mov o0.xyzw, r1.xyzw
mov o1.xyzw, r0.xyzw
mov o2.xy, l(1.000000,1.000000,0,0)
emit_stream m0
ret 
