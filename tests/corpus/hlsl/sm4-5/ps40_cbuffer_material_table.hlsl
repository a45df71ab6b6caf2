// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Materials
// {
//
//   struct
//   {
//       
//       float4 diffuse;                // Offset:    0
//       float4 specular;               // Offset:   16
//       float4 emissive;               // Offset:   32
//
//   } g_mat[32];                       // Offset:    0 Size:  1536
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Materials                         cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[96]; };
struct Input {
    float4 SV_Position0 : SV_Position0;
    float3 NORMAL0 : NORMAL0;
    float3 LIGHTDIR0 : LIGHTDIR0;
    nointerpolation uint MATID0 : MATID0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    int4 v3 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyz = input.NORMAL0;
    v2.xyz = input.LIGHTDIR0;
    v3.x = asint(input.MATID0);
    r0.x = asuint(saturate(dot(((rsqrt(dot(v1.xyz, v1.xyz))).xxx * v1.xyz), ((rsqrt(dot(v2.xyz, v2.xyz))).xxx * v2.xyz))));
    r0.y = asuint(log2(asfloat(r0.x)));
    {
        int p0 = v3.x * 3;
        r0.z = asuint(p0);
    }
    r0.y = asuint(exp2((asfloat(r0.y) * asfloat(cb0[r0.z + 1].w))));
    o0.xyzw = mad(asfloat(cb0[r0.z].xyzw), asfloat(r0.xxxx), (asfloat(r0.yyyy) * asfloat(cb0[r0.z + 1].xyzw))) + asfloat(cb0[r0.z + 2].xyzw);
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
