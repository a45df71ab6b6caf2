// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Slices
// {
//
//   float4 g_sliceScale;               // Offset:    0 Size:    16
//   float4 g_origin;                   // Offset:   16 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Slices                            cbuffer      NA          NA    0        1
//
cbuffer Slices : register(b0) {
    float4 g_sliceScale : packoffset(c0);
    float4 g_origin : packoffset(c1);
};
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 TEXCOORD0 : TEXCOORD0;
    uint SV_RenderTargetArrayIndex0 : SV_RenderTargetArrayIndex0;
};
[maxvertexcount(1)]
[instance(3)]
void main(point Input input[1], inout PointStream<Output> stream0, uint vGSInstanceID : SV_GSInstanceID) {
    uint4 vin[1][1] = { (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 o2 = 0;
    precise float4 r0 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    o0.xy = mad(g_sliceScale.ww, float2(1.0f, 0.0f), asfloat(vin[0][0].xy));
    r0.z = ((float)vGSInstanceID.x + 0.5f) * 0.33333334f;
    o0.z = r0.z;
    o0.w = 1.0f;
    r0.xy = float2(1.0f, 0.0f);
    o1.xyz = mad(r0.xyz, g_sliceScale.xyz, g_origin.xyz);
    o2.x = vGSInstanceID.x;
    {
        Output output;
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xyz;
        output.SV_RenderTargetArrayIndex0 = o2.x;
        stream0.Append(output);
    }
    return;
}
