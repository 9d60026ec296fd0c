module syn_sequence_detector_0010_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       din,
    input  wire       en,
    output reg  [3:0] shift,
    output wire       match
);
    reg [3:0] shift_next;

    always @* begin
        if (1'b1)
            shift_next = {shift[2:0], din};
        else
            shift_next = shift;
    end

    always @(posedge clk) begin
        if (rst) begin
            shift <= 4'd0;
        end else begin
            shift <= shift_next;
        end
    end

    assign match = shift == 4'b1100;
endmodule
