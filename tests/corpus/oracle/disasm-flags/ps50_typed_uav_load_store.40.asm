ps_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_typed_texture2d (float,float,float,float) u1
dcl_uav_typed_texture2darray (uint,uint,uint,uint) u2
dcl_uav_typed_buffer (float,float,float,float) u3
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_input_ps linear v1.xyzw
dcl_output o0.xyzw
dcl_temps 2
ftou r0.xy, v0.xyxx
ld_uav_typed_indexable(texture2d)(float,float,float,float) r1.x, r0.xyyy, u1.xyzw
mad r1.y, r1.x, l(0.900000), v1.w
store_uav_typed u1.xyzw, r0.xyyy, r1.yyyy
mov r0.zw, l(0,0,1,0)
ld_uav_typed_indexable(texture2darray)(uint,uint,uint,uint) r0.z, r0.xyzz, u2.yzxw
iadd r0.z, r0.z, l(1)
store_uav_typed u2.xyzw, r0.xyww, r0.zzzz
store_uav_typed u3.xyzw, r0.yyyy, r1.xxxx
mul o0.xyzw, r1.xxxx, v1.xyzw
ret 
