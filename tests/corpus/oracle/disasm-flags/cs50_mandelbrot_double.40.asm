cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps | enable11_1DoubleExtensions
dcl_constantbuffer cb0[2], immediateIndexed
dcl_uav_typed_texture2d (float,float,float,float) u0
dcl_input vThreadID.xy
dcl_temps 4
dcl_thread_group 8, 8, 1
utod r0.xyzw, vThreadID.xyxx
dmul r0.xyzw, r0.xyzw, cb0[1].xyxy
dadd r0.xyzw, r0.xyzw, cb0[0].xyzw
dmov r1.xyzw, d(0.000000l, 0.000000l)
mov r2.x, l(0)
loop 
  uge r3.x, r2.x, cb0[1].z
  breakc_nz r3.x
  dmul r3.xyzw, r1.xyzw, r1.xyzw
  dadd r2.zw, r3.zwzw, r3.xyxy
  dlt r2.y, d(4.000000l, 0.000000l), r2.zwzw
  if_nz r2.y
    break 
  endif 
  dadd r3.xy, -r3.zwzw, r3.xyxy
  dmul r2.zw, r1.xyxy, d(0.000000l, 2.000000l)
  dmul r3.zw, r1.zwzw, r2.zwzw
  dadd r1.xyzw, r0.xyzw, r3.xyzw
  iadd r2.x, r2.x, l(1)
endloop 
utof r0.x, r2.x
utof r0.y, cb0[1].z
div r0.x, r0.x, r0.y
mul r0.y, r0.x, r0.x
sqrt r0.z, r0.x
mov r0.w, l(1.000000)
store_uav_typed u0.xyzw, vThreadID.xyyy, r0.xyzw
ret 
