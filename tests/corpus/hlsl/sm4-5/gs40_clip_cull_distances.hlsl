// Decompiled by dxsm from gs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Frame
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   float4 g_camRight;                 // Offset:   64 Size:    16 [unused]
//   float4 g_camUp;                    // Offset:   80 Size:    16 [unused]
//   float4 g_params;                   // Offset:   96 Size:    16
//
// }
//
// cbuffer Planes
// {
//
//   float4 g_plane[3];                 // Offset:    0 Size:    48
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Frame                             cbuffer      NA          NA    0        1
// Planes                            cbuffer      NA          NA    1        1
//
cbuffer Frame : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
    float4 g_camRight : packoffset(c4);
    float4 g_camUp : packoffset(c5);
    float4 g_params : packoffset(c6);
};
cbuffer Planes : register(b1) {
    float4 g_plane[3] : packoffset(c0);
};
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 SV_ClipDistance0 : SV_ClipDistance0;
    float SV_CullDistance0 : SV_CullDistance0;
};
[maxvertexcount(3)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0) {
    uint4 vin[3][1] = { (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise float4 o1 = 0;
    precise int4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[1][0].xyzw = asuint(input[1].POSITION0);
    vin[2][0].xyzw = asuint(input[2].POSITION0);
    r0.x = 0;
    [loop] while (true) {
        if (r0.x >= 3) { break; }
        r1.x = dot(asfloat(vin[asuint(r0.x)][0].xyzw), g_viewProj._m03_m13_m23_m33);
        o0.x = asuint(dot(asfloat(vin[asuint(r0.x)][0].xyzw), g_viewProj._m00_m10_m20_m30));
        o0.y = asuint(dot(asfloat(vin[asuint(r0.x)][0].xyzw), g_viewProj._m01_m11_m21_m31));
        o0.z = asuint(dot(asfloat(vin[asuint(r0.x)][0].xyzw), g_viewProj._m02_m12_m22_m32));
        o0.w = asuint(r1.x);
        o1.x = dot(asfloat(vin[asuint(r0.x)][0].xyzw), g_plane[0].xyzw);
        o1.y = dot(asfloat(vin[asuint(r0.x)][0].xyzw), g_plane[1].xyzw);
        o1.z = dot(asfloat(vin[asuint(r0.x)][0].xyzw), g_plane[2].xyzw);
        o1.w = (r1.x + (-g_params.x));
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.SV_ClipDistance0 = o1.xyz;
            output.SV_CullDistance0 = o1.w;
            stream0.Append(output);
        }
        r0.x = r0.x + 1;
    }
    return;
}
