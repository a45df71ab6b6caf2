// Writes the colour's alpha as the depth.
float4 main(float4 pos : SV_Position, float4 col : COLOR0, out float depth : SV_Depth) : SV_Target {
    depth = col.a;
    return col;
}
