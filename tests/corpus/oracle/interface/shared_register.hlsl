// A uint and a nointerpolation float packed into one output register.
struct Out {
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
    nointerpolation uint id : TEXCOORD1;
    nointerpolation float4 color : TEXCOORD2;
    nointerpolation float depth : TEXCOORD3;
};
cbuffer Frame : register(b0) { float4x4 g_viewProj; };
Out main(float4 p : POSITION, uint vid : SV_VertexID) {
    Out o;
    o.position = mul(p, g_viewProj);
    o.uv = p.xy;
    o.id = vid * 3;
    o.color = p.zwxy;
    o.depth = o.position.w * 0.5;
    return o;
}
