module saturating_arithmetic_0003_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [3:0] seed,
    input  wire       double_gain,
    input  wire       halve_gain,
    output reg  [7:0] gain,
    output wire       full_scale
);
    reg [7:0] gain_next;

    always @* begin
        if (load)
            gain_next = {4'b0000, seed};
        else if (double_gain && halve_gain)
            gain_next = gain;
        else if (double_gain && gain[7])
            gain_next = 8'hff;
        else if (double_gain)
            gain_next = gain << 3'd1;
        else if (halve_gain)
            gain_next = gain >> 3'd1;
        else
            gain_next = gain;
    end

    always @(posedge clk) begin
        if (rst) begin
            gain <= 8'd1;
        end else begin
            gain <= gain_next;
        end
    end

    assign full_scale = gain == 8'hff;
endmodule
