module syn_counter_0001_canonical_next (
    input  wire       clk,
    input  wire       resetn,
    input  wire       up,
    input  wire       dec,
    input  wire       clr,
    output reg  [3:0] value,
    output wire       at_top,
    output wire       at_bottom
);
    reg [3:0] value_next;

    always @* begin
        if (clr)
            value_next = 4'd0;
        else if (up && value <= 4'd9)
            value_next = value + 4'd2;
        else if (up)
            value_next = 4'd11;
        else if (dec && value >= 4'd2)
            value_next = value - 4'd3;
        else if (dec)
            value_next = 4'd0;
        else
            value_next = value;
    end

    always @(posedge clk) begin
        if (!resetn) begin
            value <= 4'd2;
        end else begin
            value <= value_next;
        end
    end

    assign at_top = value == 4'd11;
    assign at_bottom = value == 4'd0;
endmodule
