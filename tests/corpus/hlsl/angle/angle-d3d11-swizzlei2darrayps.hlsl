// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer SwizzleProperties
// {
//
//   uint4 SwizzleIndices;              // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// TextureI2DArray                   texture   sint4     2darray    0        1
// SwizzleProperties                 cbuffer      NA          NA    0        1
//
cbuffer SwizzleProperties : register(b0) {
    uint4 SwizzleIndices : packoffset(c0);
};
Texture2DArray<int4> TextureI2DArray : register(t0);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    nointerpolation uint SV_RENDERTARGETARRAYINDEX0 : SV_RENDERTARGETARRAYINDEX0;
    float3 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    int4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    uint4 v1 = 0;
    float4 v2 = 0;
    precise int4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 x0[6] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    v0.xyzw = input.SV_POSITION0;
    v1.x = input.SV_RENDERTARGETARRAYINDEX0;
    v2.xyz = input.TEXCOORD0;
    {
        uint w = 0, h = 0, e = 0, n = 0, l = 0;
        TextureI2DArray.GetDimensions(0x00000000u, w, h, e, l);
        r0.xyzw = uint4(w, h, e, l).xyzw;
    }
    r0.xy = asuint((int2)((float2)r0.xy * v2.xy));
    r0.z = v1.x;
    r0.w = 0x00000000u;
    r0.xyzw = asuint((TextureI2DArray.Load(asint(r0.xyzw))).xyzw);
    x0[0].x = r0.x;
    x0[1].x = r0.y;
    x0[2].x = r0.z;
    x0[3].x = r0.w;
    x0[4].x = 0x00000000u;
    x0[5].x = 0x00000001u;
    r0.x = SwizzleIndices.x;
    o0.x = asint(x0[r0.x].x);
    r0.x = SwizzleIndices.y;
    o0.y = asint(x0[r0.x].x);
    r0.x = SwizzleIndices.z;
    o0.z = asint(x0[r0.x].x);
    r0.x = SwizzleIndices.w;
    o0.w = asint(x0[r0.x].x);
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
