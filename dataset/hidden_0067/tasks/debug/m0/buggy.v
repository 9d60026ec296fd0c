module hidden_0067_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire vld,
    input  wire last,
    output wire done,
    output wire bad,
    output wire busy
);
    reg [2:0] beats;
    reg [1:0] report;
    reg [2:0] beats_next;
    reg [1:0] report_next;

    always @* begin
        if (vld && last)
            beats_next = 3'd0;
        else if (vld && beats != 3'd7)
            beats_next = beats + 3'd1;
        else
            beats_next = beats;
    end

    always @* begin
        if (vld && last)
            report_next = {1'b1, beats == 3'd2};
        else if (report[1])
            report_next = 2'b00;
        else
            report_next = report;
    end

    always @(posedge clk) begin
        if (rst) begin
            beats <= 3'd0;
            report <= 2'b00;
        end else begin
            beats <= beats_next;
            report <= report_next;
        end
    end

    assign done = report == 2'b11;
    assign bad = report == 2'b10;
    assign busy = beats != 3'd0;
endmodule
