// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer BufferCopyParams
// {
//
//   uint FirstPixelOffset;             // Offset:    0 Size:     4
//   uint PixelsPerRow;                 // Offset:    4 Size:     4
//   uint RowStride;                    // Offset:    8 Size:     4
//   uint RowsPerSlice;                 // Offset:   12 Size:     4
//   float2 PositionOffset;             // Offset:   16 Size:     8
//   float2 PositionScale;              // Offset:   24 Size:     8
//   int2 TexLocationOffset;            // Offset:   32 Size:     8 [unused]
//   int2 TexLocationScale;             // Offset:   40 Size:     8 [unused]
//   uint FirstSlice;                   // Offset:   48 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// BufferCopyParams                  cbuffer      NA          NA    0        1
//
cbuffer BufferCopyParams : register(b0) {
    uint FirstPixelOffset : packoffset(c0);
    uint PixelsPerRow : packoffset(c0.y);
    uint RowStride : packoffset(c0.z);
    uint RowsPerSlice : packoffset(c0.w);
    float2 PositionOffset : packoffset(c1);
    float2 PositionScale : packoffset(c1.z);
    int2 TexLocationOffset : packoffset(c2);
    int2 TexLocationScale : packoffset(c2.z);
    uint FirstSlice : packoffset(c3);
};
struct Input {
    uint SV_VertexID0 : SV_VertexID0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    uint TEXCOORD0 : TEXCOORD0;
    uint LAYER0 : LAYER0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    precise float4 o0 = 0;
    precise uint4 o1 = 0;
    precise int4 r0 = 0;
    precise float4 r1 = 0;
    v0.x = input.SV_VertexID0;
    o0.zw = float2(0.0f, 1.0f);
    {
        int2 p0 = asint(RowsPerSlice.xx) * asint(uint2(PixelsPerRow, RowStride));
        r0.xy = p0;
    }
    {
        uint p0 = v0.x / asuint(r0.x);
        r0.z = asint(p0);
    }
    r0.x = (-r0.z) * r0.x + asint(v0.x);
    r0.y = r0.z * r0.y + asint(FirstPixelOffset);
    o1.y = asuint(r0.z + asint(FirstSlice));
    {
        uint p0 = asuint(r0.x) / PixelsPerRow;
        r0.z = asint(p0);
    }
    r0.x = (-r0.z) * asint(PixelsPerRow) + r0.x;
    r0.y = r0.z * asint(RowStride) + r0.y;
    o1.x = asuint(r0.x + r0.y);
    o0.xy = mad(PositionScale.xy, (float2)asuint(r0.xz), PositionOffset.xy);
    {
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.x;
        output.LAYER0 = o1.y;
        return output;
    }
}
