module handshake_0002_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire [1:0] min_gap,
    output reg  [1:0] gap,
    output wire       ready,
    output wire       fire
);
    reg [1:0] gap_next;

    always @* begin
        if (valid)
            gap_next = min_gap;
        else if (gap != 2'd0)
            gap_next = gap - 2'd1;
        else
            gap_next = gap;
    end

    always @(posedge clk) begin
        if (rst) begin
            gap <= 2'd0;
        end else begin
            gap <= gap_next;
        end
    end

    assign ready = gap == 2'd0;
    assign fire = valid && gap == 2'd0;
endmodule
