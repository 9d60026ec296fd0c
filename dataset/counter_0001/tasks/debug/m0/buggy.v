module counter_0001_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [3:0] load_value,
    input  wire       up,
    input  wire       down,
    output reg  [3:0] count,
    output wire       at_max,
    output wire       at_min
);
    reg [3:0] count_next;

    always @* begin
        if (load)
            count_next = load_value;
        else if (up && !down)
            count_next = count + 4'd1;
        else if (down && !up && count != 4'd0)
            count_next = count - 4'd1;
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

    assign at_max = count == 4'd15;
    assign at_min = count == 4'd0;
endmodule
