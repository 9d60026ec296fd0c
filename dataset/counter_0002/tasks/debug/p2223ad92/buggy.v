module counter_0002_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    input  wire       clear,
    input  wire [3:0] last_value,
    output reg  [3:0] count,
    output reg        at_end
);

    always @(posedge clk) begin
        if (rst) begin
            count <= 4'd0;
        end else begin
            if (clear)
                count <= 4'd0;
            else if (en && count >= last_value)
                count <= 4'd0;
            else if (en)
                count <= count + 4'd1;
            count <= 4'd0;
        end
    end

    always @* begin
        at_end = count >= last_value;
    end
endmodule
