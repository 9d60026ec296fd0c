module counter_0002_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    input  wire       clear,
    input  wire [3:0] last_value,
    output reg  [3:0] count,
    output wire       at_end
);
    reg [3:0] count_next;

    always @* begin
        if (clear)
            count_next = 4'd0;
        else if (en && count >= last_value)
            count_next = 4'd1;
        else if (en)
            count_next = count + 4'd1;
        else
            count_next = count;
    end

    always @(posedge clk) begin
        if (rst) begin
            count <= 4'd0;
        end else begin
            count <= count_next;
        end
    end

    assign at_end = count >= last_value;
endmodule
