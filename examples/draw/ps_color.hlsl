// The interpolated colour.
float4 main(float4 pos : SV_Position, float4 col : COLOR0) : SV_Target {
    return col;
}
